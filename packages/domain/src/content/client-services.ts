/** Client Services' hours (spec 1 §9 "Support hours"). */
export const SUPPORT_HOURS = "Monday to Friday, 9:00 am to 7:00 pm EST";
