// embed-templates OUTPUT TEMPLATE...: writes Swift source that holds each template file's
// text, keyed by file name, as `BuiltInTemplates.embedded`. Run by the EmbedTemplates
// build plugin; the output is a build product, never committed.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-templates OUTPUT TEMPLATE...\n".utf8))
    exit(64)
}

/// A raw string literal of `text`, exactly: a delimiter of more `#` than any run in the
/// text, so neither `"""` nor `\` inside it can end the literal or start an escape.
func literal(_ text: String) -> String {
    var longestRun = 0
    var run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longestRun = max(longestRun, run)
    }
    let hashes = String(repeating: "#", count: longestRun + 1)
    // A multi-line literal drops the line break before its closing delimiter.
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var source = """
    // Generated at build time by embed-templates from Templates/Stencil. Do not edit.

    extension BuiltInTemplates {
        static let embedded: [String: String] = [

    """
for path in arguments.dropFirst().sorted() {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(path) as UTF-8\n".utf8))
        exit(1)
    }
    source += "\"\(url.lastPathComponent)\":\n\(literal(text)),\n"
}
source += "]\n}\n"
do {
    // Unchanged output is not rewritten, so nothing that depends on it rebuilds.
    if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
