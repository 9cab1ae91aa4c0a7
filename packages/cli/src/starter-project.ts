import { NATIVE_CSV_COLUMNS } from "@shopwright/sdk";

/** A few coffee products in the native CSV format, published so the first publish shows them. */
export const SAMPLE_PRODUCTS_CSV =
  [
    NATIVE_CSV_COLUMNS.join(","),
    'ethiopia-guji,Ethiopia Guji,"Floral and bright: jasmine, peach and bergamot. 250 g, whole bean.",18.00,40,published,',
    'colombia-huila,Colombia Huila,"Red apple, caramel and a long cocoa finish. 250 g, whole bean.",16.50,35,published,',
    'house-espresso,House Espresso,"Our everyday blend: chocolate, hazelnut, syrupy body. 1 kg.",42.00,20,published,',
    'decaf-peru,Decaf Peru,"Swiss Water decaf with notes of brown sugar and almond. 250 g.",15.00,25,published,',
  ].join("\n") + "\n";

/** "my-store" → "My Store": a store name from the project directory's name. */
export function storeNameFromDirectory(directory: string): string {
  const words = directory.split(/[-_.\s]+/).filter(Boolean);
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
  return name || "My Store";
}

/** The project's README: what the files are and what to run next. */
export function starterReadme(storeName: string, serverUrl: string): string {
  return `# ${storeName}

A Shopwright store, scaffolded by \`shopwright init\`.

| file | what it is |
| --- | --- |
| \`shopwright.json\` | which store this directory publishes (\`storeId\`), its name, domain and starter theme, and the product file to import |
| \`products.csv\` | your products in Shopwright's native CSV format: \`${NATIVE_CSV_COLUMNS.join(",")}\`. \`status\` is \`draft\` or \`published\`; \`images\` are URLs separated by spaces. A Shopify product export works too. |

## Next steps

1. Log in, if you have not: create an API key in **Organization settings → API keys**
   (${serverUrl}/dashboard), then run \`npx shopwright login\`.
2. Edit \`products.csv\`.
3. Publish:

   \`\`\`bash
   npx shopwright publish
   \`\`\`

   It creates the store on the server the first time (and saves its id in
   \`shopwright.json\`), imports \`products.csv\` (matched by \`handle\`: new handles are
   created, known ones updated; products you delete from the file stay in the store), then
   publishes the site and prints its address. \`--no-products\` publishes without importing.

4. Design the pages in the editor: ${serverUrl}/dashboard, then publish again.

Other commands: \`npx shopwright products import products.csv --dry-run\` shows what an
import would change; \`npx shopwright products export -o backup.csv\` downloads the
catalogue; \`npx shopwright --help\` lists everything.

## Running the CLI

Inside the Shopwright repository, \`npx shopwright\` runs the repository's CLI (this
directory has no \`package.json\` on purpose: npx looks for the command in the nearest
folder that has one). Elsewhere, install it once from the repository with
\`npm run build && npm install -g ./packages/cli\`, then run \`shopwright\` anywhere.
`;
}
