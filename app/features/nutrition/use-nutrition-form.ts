import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  type NutritionFormValues,
  nutritionValuesFrom,
  queryOfNutritionValues,
} from "./nutrition-form-values";

/**
 * The form's values, kept in the page's address as they change, so that a reload or
 * the back button finds them again; when the address changes under the page (back or
 * forward), the address wins. `initial` is what the server was sent without JavaScript.
 */
export function useNutritionForm(initial?: NutritionFormValues) {
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState(
    () => initial ?? nutritionValuesFrom(new URLSearchParams(location.search)),
  );
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (location.search !== seenSearch) {
    setSeenSearch(location.search);
    setValues(nutritionValuesFrom(new URLSearchParams(location.search)));
  }

  function update(change: Partial<NutritionFormValues>) {
    const next = { ...values, ...change };
    setValues(next);
    navigate(
      { pathname: location.pathname, search: queryOfNutritionValues(next) },
      { replace: true, preventScrollReset: true },
    );
  }

  return { values, update, query: queryOfNutritionValues(values), pathname: location.pathname };
}
