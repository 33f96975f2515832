import nodemailer, { type SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { SmtpEmailSender } from "./email-sender.ts";

describe("SMTP e-mail sender", () => {
  it("sends from MAIL_FROM with the text and HTML bodies", async () => {
    const sent: unknown[] = [];
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const original = transporter.sendMail.bind(transporter);
    transporter.sendMail = (async (options: SendMailOptions) => {
      const info = await original(options);
      sent.push(JSON.parse(String(info.message)));
      return info;
    }) as typeof transporter.sendMail;
    const sender = new SmtpEmailSender(transporter, "Maison <hello@maison.test>");
    await sender.send({ to: "jane@example.com", subject: "Hello", text: "Hi Jane", html: "<p>Hi Jane</p>" });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: { address: "hello@maison.test", name: "Maison" },
      to: [{ address: "jane@example.com", name: "" }],
      subject: "Hello",
      text: "Hi Jane",
      html: "<p>Hi Jane</p>",
    });
  });
});
