import { describe, expect, it } from "vitest";
import { apiCode, apiField, apiMessage } from "./api-message.ts";

describe("apiMessage", () => {
  it("shows the first detail message of a list (spec 2 §8, password change)", () => {
    expect(apiMessage({ detail: ["Your old password was entered incorrectly.", "second"] })).toBe(
      "Your old password was entered incorrectly.",
    );
  });

  it("takes a detail string, then message, then the sign-in shape's error", () => {
    expect(apiMessage({ detail: "We sent you a new code.", message: "other" })).toBe("We sent you a new code.");
    expect(apiMessage({ code: "email_taken", message: "An account with this e-mail already exists." })).toBe(
      "An account with this e-mail already exists.",
    );
    expect(apiMessage({ is_authenticated: false, error: "Locked." })).toBe("Locked.");
  });

  it("has nothing to say for empty, blank or non-object bodies", () => {
    expect(apiMessage(null)).toBeNull();
    expect(apiMessage("oops")).toBeNull();
    expect(apiMessage({ detail: [], message: "  " })).toBeNull();
  });
});

describe("apiCode and apiField", () => {
  it("read the stable code and the blamed field", () => {
    const body = { code: "email_taken", message: "…", field: "email" };
    expect(apiCode(body)).toBe("email_taken");
    expect(apiField(body)).toBe("email");
    expect(apiCode({})).toBeNull();
    expect(apiField({ field: "" })).toBeNull();
  });
});
