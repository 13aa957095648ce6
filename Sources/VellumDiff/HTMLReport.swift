import Foundation
import VellumCore

/// A self-contained HTML page of snapshot failures: for each, the expected, actual and diff
/// images side by side, a slider that wipes between expected and actual, the numbers and the
/// message. Images are embedded as data URLs; the page loads nothing from anywhere.
package struct HTMLReport {
    /// One failure found in an artifacts folder.
    package struct Entry {
        package var record: FailureRecord
        /// Artifact bytes by role; roles whose file is missing are absent.
        package var files: [String: (name: String, data: Data)]
        /// Problems met reading this failure's files.
        package var problems: [String]
    }

    package var entries: [Entry]
    /// Record files that could not be read, with the reason.
    package var unreadable: [(path: String, reason: String)]
    /// The folder the report describes.
    package var folder: String

    /// Reads every `*.failure.json` under `folder` (recursively), in path order.
    package static func collect(folder: URL) throws -> HTMLReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw ReportError("the artifacts folder \(folder.path) does not exist")
        }
        guard isDirectory.boolValue else { throw ReportError("\(folder.path) is not a folder") }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw ReportError("cannot list the artifacts folder \(folder.path)")
        }
        var recordURLs: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(FailureRecord.fileSuffix) {
            recordURLs.append(url)
        }
        recordURLs.sort { $0.path < $1.path }
        var report = HTMLReport(entries: [], unreadable: [], folder: folder.path)
        for url in recordURLs {
            let record: FailureRecord
            do {
                record = try JSONDecoder().decode(FailureRecord.self, from: Data(contentsOf: url))
            } catch {
                report.unreadable.append((url.path, "not a failure record (\(error.localizedDescription))"))
                continue
            }
            var entry = Entry(record: record, files: [:], problems: [])
            for (role, name) in record.artifacts.sorted(by: { $0.key < $1.key }) {
                // Artifacts are named inside the record's folder; anything else is refused.
                guard !name.contains("/"), name != "..", name != "." else {
                    entry.problems.append("the \(role) file name \"\(name)\" is not a plain file name")
                    continue
                }
                let fileURL = url.deletingLastPathComponent().appendingPathComponent(name)
                if let data = try? Data(contentsOf: fileURL) {
                    entry.files[role] = (name, data)
                } else {
                    entry.problems.append("the \(role) file \(fileURL.path) is missing")
                }
            }
            report.entries.append(entry)
        }
        return report
    }

    /// The page.
    package func html() -> String {
        let count = entries.count
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Snapshot report: \(count) \(count == 1 ? "failure" : "failures")</title>
        <style>\(Self.style)</style>
        </head>
        <body data-failures="\(count)">
        <header>
        <h1>Snapshot report</h1>
        <p>\(count == 0 ? "No failed snapshots" : "\(count) failed \(count == 1 ? "snapshot" : "snapshots")") in <code>\(escape(folder))</code>.</p>

        """
        if !unreadable.isEmpty {
            page += "<ul class=\"problems\">\n"
            for (path, reason) in unreadable { page += "<li><code>\(escape(path))</code>: \(escape(reason))</li>\n" }
            page += "</ul>\n"
        }
        if count > 1 {
            page += "<nav><ol>\n"
            for (index, entry) in entries.enumerated() {
                page += "<li><a href=\"#failure-\(index + 1)\">\(escape(entry.record.snapshot))</a></li>\n"
            }
            page += "</ol></nav>\n"
        }
        page += "</header>\n<main>\n"
        for (index, entry) in entries.enumerated() { page += section(entry, number: index + 1) }
        page += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    private func section(_ entry: Entry, number: Int) -> String {
        var html = "<section class=\"failure\" id=\"failure-\(number)\">\n<h2>\(escape(entry.record.snapshot))</h2>\n"
        html += "<p class=\"golden\">Golden file <code>\(escape(entry.record.golden))</code></p>\n"
        if let metrics = entry.record.metrics { html += numbers(metrics) }
        for problem in entry.problems { html += "<p class=\"problem\">\(escape(problem))</p>\n" }
        let images = ["reference", "actual", "diff"].compactMap { role in entry.files[role].flatMap { file in dataURL(file).map { (role, $0) } } }
        if !images.isEmpty {
            html += "<div class=\"images\">\n"
            for (role, url) in images {
                html += "<figure><figcaption>\(Self.caption[role] ?? role)</figcaption><img src=\"\(url)\" alt=\"\(Self.caption[role] ?? role) of \(escape(entry.record.snapshot))\" data-role=\"\(role)\"></figure>\n"
            }
            html += "</div>\n"
            if let expected = images.first(where: { $0.0 == "reference" })?.1, let actual = images.first(where: { $0.0 == "actual" })?.1 {
                html += """
                <div class="wipe">
                <p>Drag to wipe between expected (left) and actual (right).</p>
                <div class="frame"><div class="stack"><img src="\(expected)" alt="expected" data-role="wipe-expected"><img class="over" src="\(actual)" alt="actual" data-role="wipe-actual"><span class="handle"></span></div>
                <input type="range" min="0" max="100" value="50" step="0.5" aria-label="Wipe between expected and actual"></div>
                </div>

                """
            }
        }
        let texts = ["reference", "actual"].compactMap { role in entry.files[role].flatMap { file in isImage(file.name) ? nil : (role, file.data) } }
        if !texts.isEmpty {
            html += "<div class=\"texts\">\n"
            for (role, data) in texts {
                html += "<figure><figcaption>\(Self.caption[role] ?? role)</figcaption><pre>\(escape(String(decoding: data, as: UTF8.self)))</pre></figure>\n"
            }
            html += "</div>\n"
        }
        html += "<pre class=\"message\">\(escape(entry.record.message))</pre>\n</section>\n"
        return html
    }

    private func numbers(_ metrics: ImageDiffMetrics) -> String {
        var rows: [(String, String)] = [
            ("Expected size", "\(metrics.expectedWidth) × \(metrics.expectedHeight) px"),
            ("Actual size", "\(metrics.actualWidth) × \(metrics.actualHeight) px"),
        ]
        if metrics.expectedWidth == metrics.actualWidth && metrics.expectedHeight == metrics.actualHeight {
            rows += [
                ("Differing pixels", "\(metrics.differingPixels) of \(metrics.totalPixels) (\(PlainNumber.percent(metrics.differingShare)); \(PlainNumber.percent(1 - metrics.precision)) allowed)"),
                ("Antialiasing only", "\(metrics.antialiasedPixels) pixels"),
                ("Largest colour difference", PlainNumber.fixed(metrics.maximumDistance, fractionDigits: 3)
                    + " (\(PlainNumber.trimmed(1 - metrics.perceptualPrecision, fractionDigits: 3)) tolerated)"),
            ]
        }
        return "<table class=\"numbers\">\n" + rows.map { "<tr><th>\($0.0)</th><td>\(escape($0.1))</td></tr>\n" }.joined() + "</table>\n"
    }

    private func isImage(_ name: String) -> Bool {
        name.hasSuffix(".png") || name.hasSuffix(".svg")
    }

    private func dataURL(_ file: (name: String, data: Data)) -> String? {
        if file.name.hasSuffix(".png") { return "data:image/png;base64," + file.data.base64EncodedString() }
        if file.name.hasSuffix(".svg") { return "data:image/svg+xml;base64," + file.data.base64EncodedString() }
        return nil
    }

    private func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let caption = ["reference": "Expected", "actual": "Actual", "diff": "Diff"]

    private static let style = """
    :root { color-scheme: light dark; --line: #8884; --muted: #888; }
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 24px; max-width: 1400px; }
    h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 0 0 8px; word-break: break-all; }
    code, pre { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
    nav ol { columns: 2; padding-left: 20px; } nav a { word-break: break-all; }
    .failure { border-top: 1px solid var(--line); padding: 20px 0; }
    .golden { color: var(--muted); margin: 0 0 8px; word-break: break-all; }
    .numbers { border-collapse: collapse; margin: 8px 0 12px; }
    .numbers th { text-align: left; font-weight: 600; padding: 2px 16px 2px 0; } .numbers td { padding: 2px 0; }
    .images, .texts { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
    img { display: block; max-width: 100%; image-rendering: pixelated; background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .wipe { margin-top: 16px; } .wipe p { margin: 0 0 4px; color: var(--muted); }
    .wipe .frame { display: inline-block; max-width: 100%; }
    .stack { position: relative; }
    .stack .over { position: absolute; inset: 0; clip-path: inset(0 0 0 50%); }
    .stack .handle { position: absolute; top: 0; bottom: 0; left: 50%; width: 0; border-left: 2px solid #f0f; pointer-events: none; }
    .wipe input { display: block; width: 100%; margin: 6px 0 0; }
    .texts pre { max-height: 400px; overflow: auto; border: 1px solid var(--line); padding: 8px; margin: 0; }
    .message { white-space: pre-wrap; background: #8881; padding: 8px; border-radius: 4px; }
    .problem, .problems { color: #c00; }
    """

    private static let script = """
    document.querySelectorAll('.wipe').forEach(function (wipe) {
      var over = wipe.querySelector('.over'), handle = wipe.querySelector('.handle'), range = wipe.querySelector('input');
      function update() { over.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; handle.style.left = range.value + '%'; }
      range.addEventListener('input', update); update();
    });
    window.addEventListener('load', function () {
      var images = Array.prototype.slice.call(document.images);
      document.body.setAttribute('data-images', String(images.length));
      document.body.setAttribute('data-images-shown', String(images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length));
    });
    """
}

/// A report that cannot be made.
package struct ReportError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
