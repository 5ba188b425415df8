import Foundation
import MVVMGenCore

/// Reads the `--templates` folder: every `*.stencil` in it replaces the built-in one.
enum TemplateFolder {
    static func load(_ folderURL: URL?) throws(DiagnosticsError) -> TemplateSet {
        guard let folder = folderURL?.path else { return .builtIn }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".stencil") }
        } catch {
            throw .fileSystem("cannot read the templates folder '\(folder)': \(FileSystemError.reason(error))")
        }
        var overrides: [String: String] = [:]
        for name in names.sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw .fileSystem("cannot read template '\(path)'")
            }
            overrides[name] = text
        }
        return TemplateSet.builtIn.overriding(with: overrides)
    }
}
