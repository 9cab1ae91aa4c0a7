import { Navigate, Outlet } from "react-router";
import { getToken } from "../../lib/session";

/** PRODUCT.md §6: dashboard and editor routes need a stored token; without one, go to /login. */
export function RequireAuth() {
  return getToken() ? <Outlet /> : <Navigate to="/login" replace />;
}
