/** The planner's option, ticked by default: a box left ticked sends « saison=on ». */
export function PreferSeasonOption() {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
      <input type="checkbox" name="saison" defaultChecked className="size-5 shrink-0 accent-terracotta" />
      Privilégier les produits de saison
    </label>
  );
}
