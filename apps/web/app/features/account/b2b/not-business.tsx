import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";

/** What a shopper who is not a business partner sees at the collections' address. */
export function NotBusiness() {
  return (
    <EmptyState title="Collections are for business partners" actions={<ButtonLink to="/my-account/favorites">Your favorites</ButtonLink>}>
      <p>Wholesale partners keep named lists of pieces for their clients here, and export them. Your own favorites are in Favorites.</p>
    </EmptyState>
  );
}
