/** Newsletter sign-ups from the footer form, with or without an account: the account module's newsletter calls own them. */
export interface NewsletterSubscriberTable {
  email: string;
  phone: string | null;
  source: string;
  created_at: string;
  updated_at: string;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscriberTable;
}
