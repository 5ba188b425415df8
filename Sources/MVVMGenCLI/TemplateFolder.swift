import Foundation
import MVVMGenCore

/// Reads the `--templates` folder: every `*.stencil` in it replaces the built-in one.
enum TemplateFolder {
    /// The built-in templates are a few kilobytes each; a template that renders one file
    /// has no reason to be larger than this.
    static let maximumBytes = 1024 * 1024

    /// `shown` is the folder as diagnostics name it (`TemplateSet.file(of:)`).
    static func load(_ folder: String?, named shown: String? = nil) throws(DiagnosticsError) -> TemplateSet {
        guard let folder else { return .builtIn }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".stencil") }
        } catch {
            throw .fileSystem("cannot read the templates folder '\(folder)': \(FileSystemError.reason(error))")
        }
        var overrides: [String: String] = [:]
        for name in names.sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            // Size first, so a huge file is refused without being read.
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                throw .fileSystem("cannot read template '\(path)': it is not a regular file")
            }
            if Int(status.st_size) > maximumBytes {
                throw .fileSystem(
                    "template '\(path)' is \(status.st_size / 1024) KB; templates are limited to \(maximumBytes / 1024) KB"
                )
            }
            guard case .text(let text) = FileProbe.read(path) else {
                throw .fileSystem("cannot read template '\(path)'")
            }
            overrides[name] = text
        }
        let templates = TemplateSet.builtIn.overriding(with: overrides, from: shown ?? folder)
        let problems = TemplateIncludes.problems(in: templates, file: templates.file(of:))
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return templates
    }
}
