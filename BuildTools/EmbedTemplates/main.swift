// Writes a Swift file holding every template of a folder as a string constant.
// Usage: EmbedTemplates <templates-folder> <output.swift>
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: EmbedTemplates <templates-folder> <output.swift>\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
let output = URL(fileURLWithPath: arguments[2])

let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".stencil") }
    .sorted()

/// A raw string literal delimiter longer than any run of `#` in the text.
func delimiter(for text: String) -> String {
    var longest = 0
    var current = 0
    for character in text {
        current = character == "#" ? current + 1 : 0
        longest = max(longest, current)
    }
    return String(repeating: "#", count: longest + 1)
}

var source = "// Made at build time from Templates/ by EmbedTemplates. Do not edit.\n\n"
source += "enum EmbeddedTemplates {\n"
source += "    /// Template file name to template text, for every file in Templates/.\n"
source += "    static let all: [String: String] = [\n"
for name in names {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let hashes = delimiter(for: text)
    source += "        \"\(name)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
}
source += "    ]\n}\n"

// Keep the file (and its timestamp) when nothing changed, so dependants do not rebuild.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
