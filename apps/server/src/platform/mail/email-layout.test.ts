import { describe, expect, it } from "vitest";
import { composeEmail, EMAIL_FOOTER } from "./email-layout.ts";

describe("e-mail layout", () => {
  const message = composeEmail({
    to: "jane@example.com",
    subject: "Confirm your e-mail",
    heading: "Welcome to Maison",
    paragraphs: ["Your code is below.", "It expires in 10 minutes."],
    code: "482913",
    action: { label: "Open Maison", url: "https://maison.test/account?a=1&b=2" },
  });

  it("writes the text form with the brand on top and the footer at the end", () => {
    expect(message.text).toBe(
      [
        "MAISON",
        "Welcome to Maison",
        "Your code is below.",
        "It expires in 10 minutes.",
        "482913",
        "Open Maison: https://maison.test/account?a=1&b=2",
        `--\n${EMAIL_FOOTER}\nThis e-mail was sent to jane@example.com.`,
      ].join("\n\n"),
    );
    expect(message).toMatchObject({ to: "jane@example.com", subject: "Confirm your e-mail" });
  });

  it("puts the same content in the HTML form, with the brand header and footer", () => {
    expect(message.html).toContain(">MAISON</td>");
    expect(message.html).toContain("Welcome to Maison</h1>");
    expect(message.html).toContain(">482913</p>");
    expect(message.html).toContain('href="https://maison.test/account?a=1&amp;b=2"');
    expect(message.html).toContain(EMAIL_FOOTER);
    expect(message.html).toContain("This e-mail was sent to jane@example.com.");
  });

  it("escapes every piece of text it is given", () => {
    const hostile = composeEmail({ to: "a@b.co", subject: "<b>", paragraphs: ['<script>alert("x")</script>'] });
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(hostile.html).toContain("<title>&lt;b&gt;</title>");
  });

  it("leaves out what is not given", () => {
    const plain = composeEmail({ to: "a@b.co", subject: "Hello", paragraphs: ["Hi."] });
    expect(plain.text).toBe(`MAISON\n\nHi.\n\n--\n${EMAIL_FOOTER}\nThis e-mail was sent to a@b.co.`);
    expect(plain.html).not.toContain("<h1");
    expect(plain.html).not.toContain("<a ");
  });

  it("refuses links that are not http(s)", () => {
    expect(() => composeEmail({ to: "a@b.co", subject: "x", paragraphs: [], action: { label: "x", url: "javascript:alert(1)" } })).toThrow();
  });
});
