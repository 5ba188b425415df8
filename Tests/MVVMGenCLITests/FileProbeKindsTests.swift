import Foundation
import Testing

@testable import MVVMGenCLI

@Suite("What stands at many paths")
struct FileProbeKindsTests {
    @Test("kinds(of:) answers each path as kind(of:) does, in order, folders missing or not, on every core")
    func kindsAgreeWithKind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/here/sub", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder + "/here/file.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/here/link.swift", withDestinationPath: "gone")
        try Data().write(to: URL(fileURLWithPath: folder + "/plain"))
        let named = [
            "here/file.swift", "here/link.swift", "here/sub", "here/none.swift", "missing/a.swift",
            "missing/deeper/b.swift", "plain/under-a-file.swift", "here/sub/none.swift",
        ]
        // Enough paths for several workers, the named ones spread among them.
        let paths = (0..<600).map { folder + "/" + named[$0 % named.count] }
        let kinds = FileProbe.kinds(of: paths)
        #expect(kinds == paths.map(FileProbe.kind(of:)))
        #expect(
            Array(kinds.prefix(named.count)) == [
                .regular, .symbolicLink, .folder, .missing, .missing, .missing, .missing, .missing,
            ]
        )
        #expect(FileProbe.kinds(of: ["relative-without-folder", "/"]) == [.missing, .folder])
    }
}
