/**
 * A product family of the master data (spec 2 §3 "product_families with subfamilies"); a family with
 * subfamilies is a family group. Ids are strings (spec 2 §3 "each id is handled as a string").
 */
export interface ProductFamily {
  readonly id: string;
  readonly name: string;
  readonly subfamilies: readonly ProductFamily[];
}

/** A client category of the master data with its inferred values (spec 2 §3). */
export interface ClientCategory {
  readonly id: string;
  readonly name: string;
  readonly inferredValues: readonly string[];
}

function descendantIds(family: ProductFamily): string[] {
  return family.subfamilies.flatMap((subfamily) => [subfamily.id, ...descendantIds(subfamily)]);
}

/** The families from the top group down to family `id`, or undefined when `id` is not in the master data. */
function pathTo(families: readonly ProductFamily[], id: string): readonly ProductFamily[] | undefined {
  for (const family of families) {
    if (family.id === id) return [family];
    const inner = pathTo(family.subfamilies, id);
    if (inner !== undefined) return [family, ...inner];
  }
  return undefined;
}

/**
 * The family selection after selecting family `id` (spec 2 §5 "Selecting a family group deselects its
 * children"): a group is added and its subfamilies (at any depth) are removed. Not in the spec: a
 * subfamily whose group is already selected is covered by the group, so the selection stays as it is;
 * an id already selected or not in the master data changes nothing.
 */
export function selectProductFamily(selected: readonly string[], families: readonly ProductFamily[], id: string): readonly string[] {
  const path = pathTo(families, id) ?? [];
  const family = path.at(-1);
  if (family === undefined || selected.includes(id)) return selected;
  if (path.slice(0, -1).some((group) => selected.includes(group.id))) return selected;
  const children = new Set(descendantIds(family));
  return [...selected.filter((selectedId) => !children.has(selectedId)), id];
}

/** The family selection after deselecting family `id`. */
export function deselectProductFamily(selected: readonly string[], id: string): readonly string[] {
  return selected.filter((selectedId) => selectedId !== id);
}
