import { FlagErrorCode } from "@maison/contracts/flags";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { DomainError } from "@maison/domain/shared/domain-error";

export const flagErrors = {
  invalid: (field: "default_value" | "rules", message: string) => new DomainError("invalid", FlagErrorCode.enum.flag_invalid, message, field),
  notFound: () => new DomainError("not_found", FlagErrorCode.enum.flag_not_found, "There is no flag with this key.", "key"),
  changed: () => new DomainError("conflict", FlagErrorCode.enum.flag_changed, "Someone changed this flag since you opened it. Reload to see the change.", "version"),
  forbidden: () => new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, "This needs the flags permission."),
};
