import { describe, expect, it } from "vitest";
import { verificationCodeIn } from "./message-code.ts";

describe("verificationCodeIn", () => {
  it("finds the 6-digit e-mail code, also next to a year", () => {
    expect(verificationCodeIn("© 2026 Maison. Your code is 482913. It expires in 10 minutes.")).toBe("482913");
  });

  it("finds the 4-digit SMS code", () => {
    expect(verificationCodeIn("Maison: your verification code is 0427")).toBe("0427");
  });

  it("does not mistake dates, times or link parts for a code", () => {
    expect(verificationCodeIn("Sent 2026-03-12 at 10:30. Reset: https://maison.test/reset-password/Ab12cd")).toBeNull();
  });
});
