import Foundation
import MVVMGenCore

/// Reads the `--templates` folder: every `*.stencil` in it replaces the built-in one.
enum TemplateFolder {
    /// The built-in templates are a few kilobytes each (12 KB the largest); a template that
    /// renders one file has no reason to be larger than this.
    static let maximumBytes = 1024 * 1024
    /// A folder's templates together: the built-in ones are 44 KB in all. Checked before
    /// any is read, so a folder of many large files is refused at once.
    static let maximumTotalBytes = 4 * 1024 * 1024

    /// `shown` is the folder as diagnostics name it (`TemplateSet.file(of:)`).
    static func load(_ folder: String?, named shown: String? = nil) throws(DiagnosticsError) -> TemplateSet {
        guard let folder else { return .builtIn }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".stencil") }
        } catch {
            throw .fileSystem("cannot read the templates folder '\(folder)': \(FileSystemError.reason(error))")
        }
        let paths = names.sorted().map { (name: $0, path: (folder as NSString).appendingPathComponent($0)) }
        // Sizes first, so huge files are refused without being read.
        var total = 0
        for (_, path) in paths {
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                throw .fileSystem("cannot read template '\(path)': it is not a regular file")
            }
            if Int(status.st_size) > maximumBytes { throw tooLarge(path, size: Int(status.st_size)) }
            total += Int(status.st_size)
        }
        if total > maximumTotalBytes {
            throw .fileSystem(
                "the templates in '\(shown ?? folder)' are \(total / 1024) KB together; a templates folder is limited to \(maximumTotalBytes / 1024) KB (mvvmgen's own templates are 44 KB)"
            )
        }
        var overrides: [String: String] = [:]
        for (name, path) in paths {
            switch FileProbe.read(path, atMost: maximumBytes) {
            case .text(let text): overrides[name] = text
            case .tooLarge(let size): throw tooLarge(path, size: size)
            case .unreadable: throw .fileSystem("cannot read template '\(path)'")
            }
        }
        let templates = TemplateSet.builtIn.overriding(with: overrides, from: shown ?? folder)
        let problems = TemplateIncludes.problems(in: templates, file: templates.file(of:))
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return templates
    }

    private static func tooLarge(_ path: String, size: Int) -> DiagnosticsError {
        .fileSystem("template '\(path)' is \(size / 1024) KB; templates are limited to \(maximumBytes / 1024) KB")
    }
}
