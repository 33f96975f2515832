import { useLocation, useNavigation } from "react-router";

/**
 * Whether this list is being reloaded for a change of its own filters, sort, text or page (spec 2 §4:
 * a spinner shows during filter changes and hides after results load). React Router aborts a
 * superseded load, so only the newest answer is ever shown.
 */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
}
