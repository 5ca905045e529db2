/**
 * « De saison » in the catalogue's GET form: ticked, the URL carries `saison=1`; unticked, a
 * checkbox sends nothing, so the filter is off. With JavaScript, ticking applies at once.
 */
export function SeasonFilter({ checked }: { checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 font-bold">
      <input
        type="checkbox"
        name="saison"
        value="1"
        defaultChecked={checked}
        data-apply-at-once=""
        className="size-5 accent-terracotta"
      />
      De saison
    </label>
  );
}
