import Foundation
import Vellum
import VellumTestSupport

// The tests' other process: renders as a second process would (`random-trees SEED COUNT DIR`,
// to compare bytes across processes) and writes goldens until killed (`write-goldens DIR`).
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "random-trees":
        guard arguments.count == 4, let seed = UInt64(arguments[1]), let count = Int(arguments[2]) else {
            throw VellumError(.invalidValue, "random-trees SEED COUNT DIR")
        }
        var random = SeededGenerator(seed: seed)
        let folder = URL(fileURLWithPath: arguments[3])
        for index in 0..<count {
            let tree = RandomView.make(depth: 5, using: &random)
            let request = RenderRequest(content: tree.view, scale: 2, proposal: ProposedViewSize(width: 390, height: nil))
            let name = "tree-" + String(index).leftPadded(to: 3) + ".png"
            try FileOutput.write(try RenderPipeline.data(request, format: .png), to: folder.appendingPathComponent(name))
        }
    case "write-goldens":
        guard arguments.count == 2 else { throw VellumError(.invalidValue, "write-goldens DIR") }
        try FaultGoldens.writeForever(in: URL(fileURLWithPath: arguments[1]))
    default:
        throw VellumError(.invalidValue, "vellum-test-helper random-trees SEED COUNT DIR | write-goldens DIR")
    }
} catch {
    FileHandle.standardError.write(Data("vellum-test-helper: \(error)\n".utf8))
    exit(2)
}
