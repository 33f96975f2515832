/** A person-readable name for a signed-in device, from its user agent ("Chrome on macOS"). */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

function browserOf(ua: string): string | null {
  if (/\bEdg(A|iOS)?\//.test(ua)) return "Edge";
  if (/\b(OPR|Opera)\//.test(ua)) return "Opera";
  if (/\b(Firefox|FxiOS)\//.test(ua)) return "Firefox";
  if (/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//.test(ua)) return "Chrome";
  if (/\bVersion\/[\d.]+.*Safari\//.test(ua)) return "Safari";
  if (/^curl\//.test(ua)) return "curl";
  return null;
}

function systemOf(ua: string): string | null {
  if (/\b(iPhone|iPod)\b/.test(ua)) return "iPhone";
  if (/\biPad\b/.test(ua)) return "iPad";
  if (/\bAndroid\b/.test(ua)) return "Android";
  if (/\bCrOS\b/.test(ua)) return "ChromeOS";
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return "macOS";
  if (/\bWindows\b/.test(ua)) return "Windows";
  if (/\bLinux\b/.test(ua)) return "Linux";
  return null;
}
