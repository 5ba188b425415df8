import Foundation
import Testing

@testable import MVVMGenCore

/// Each `BadInput/NAME.yaml` must fail with exactly the diagnostics in `NAME.diagnostics`
/// (`path:line:column: severity: message`, one per line), and produce no file.
/// Set MVVMGEN_RECORD=1 to rewrite the `.diagnostics` files from the current output.
@Suite("Bad input")
struct BadInputTests {
    static let cases = TestPaths.files(under: TestPaths.badInput)
        .filter { $0.hasSuffix(".yaml") }
        .map { String($0.dropLast(".yaml".count)) }

    @Test("reports every problem at its line and column", arguments: cases)
    func reportsLocatedDiagnostics(_ name: String) throws {
        let yaml = TestPaths.badInput.appendingPathComponent("\(name).yaml")
        let expectedFile = TestPaths.badInput.appendingPathComponent("\(name).diagnostics")
        let text = String(decoding: try Data(contentsOf: yaml), as: UTF8.self)

        var reported = ""
        do {
            let result = try Generator().generate(InputFile(path: "\(name).yaml", text: text))
            Issue.record("\(name).yaml generated \(result.files.count) files instead of failing")
        } catch {
            reported = error.diagnostics.map { $0.description + "\n" }.joined()
        }

        if ProcessInfo.processInfo.environment["MVVMGEN_RECORD"] == "1" {
            try Data(reported.utf8).write(to: expectedFile)
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        #expect(reported == expected, "\(UnifiedDiff.render(old: expected, new: reported, oldLabel: "expected", newLabel: "reported"))")
    }
}
