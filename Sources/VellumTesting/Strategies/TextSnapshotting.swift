import Foundation

extension Diffing where Value == String {
    /// Text compared line by line; a failure lists the first lines that differ.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SnapshotError("the golden file is not UTF-8 text")
                }
                return text
            },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let expected = reference.components(separatedBy: "\n"), got = actual.components(separatedBy: "\n")
                var lines: [String] = []
                for index in 0..<max(expected.count, got.count) where lines.count < 24 {
                    let e = index < expected.count ? expected[index] : nil, g = index < got.count ? got[index] : nil
                    guard e != g else { continue }
                    if let e { lines.append("−\(index + 1): \(e)") }
                    if let g { lines.append("+\(index + 1): \(g)") }
                }
                let message = "the text differs (− golden, + actual):\n" + lines.joined(separator: "\n")
                return (message, [DiffArtifact(role: "reference", pathExtension: "txt", data: Data(reference.utf8)),
                                  DiffArtifact(role: "actual", pathExtension: "txt", data: Data(actual.utf8))])
            })
    }
}

/// A snapshot that cannot be made, read or compared.
public struct SnapshotError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
