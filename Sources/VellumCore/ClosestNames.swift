import Foundation

/// The names closest to `name` by edit distance (at most 3 of them).
package func closestNames(to name: String, among names: [String]) -> [String] {
    let target = Array(name.lowercased())
    func distance(_ other: String) -> Int {
        let b = Array(other.lowercased())
        var row = Array(0...b.count)
        for (i, ca) in target.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let current = row[j + 1]
                row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (ca == cb ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
    let scored = names.map { ($0, $0.lowercased().contains(name.lowercased()) ? 0 : distance($0)) }
    let limit = max(3, target.count / 2)
    return scored.filter { $0.1 <= limit }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
}
