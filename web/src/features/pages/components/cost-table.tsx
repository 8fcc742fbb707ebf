// Credits per image by quality (rows) and size (columns): the server's price table
// (crates/domain/src/pricing.rs), which every path charges by.
const COSTS = [
  ['Low', '1', '1.5', '1.5'],
  ['Medium', '4', '6', '6'],
  ['High', '15', '23', '23'],
  ['Auto', '6', '8', '8'],
]

/** The price table as the FAQ quotes it. */
export function CostTable() {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full max-w-lg text-sm">
        <caption className="sr-only">Credits per image</caption>
        <thead>
          <tr className="border-b text-left text-foreground">
            <th scope="col" className="py-2 pr-4">Quality</th>
            <th scope="col" className="py-2 pr-4">Square</th>
            <th scope="col" className="py-2 pr-4">Portrait / landscape</th>
            <th scope="col" className="py-2">Auto size</th>
          </tr>
        </thead>
        <tbody>
          {COSTS.map(([quality, ...cells]) => (
            <tr key={quality} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-medium text-foreground">{quality}</th>
              {cells.map((cell, index) => (
                <td key={index} className="py-2 pr-4">{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
