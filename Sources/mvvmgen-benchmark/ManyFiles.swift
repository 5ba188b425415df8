import Foundation
import MVVMGenSynthetic

/// The same screens in one screen file, ten to a file, and one to a file: a project more
/// often keeps a file per screen or per feature than one file of all of them, and each file
/// may name the others' screens. A first run in tmpfs of each, whole processes; reported,
/// not gated: a run over many files used to grow with the square of their number.
struct ManyFiles {
    var screens: Int
    /// Screens to a file, and the median first run.
    var runs: [(perFile: Int, files: Int, seconds: Double)]

    /// `generate` runs mvvmgen on a folder of screen files into an output folder.
    static func measure(
        sizes: [Int],
        runs: Int = 3,
        generate: (URL, URL) throws -> Process.Measurement
    ) throws -> [ManyFiles] {
        let base =
            FileManager.default.isWritableFile(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("mvvmgen-benchmark-files-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try sizes.filter { $0 >= 100 }.map { size in
            let measured = try [size, 10, 1].map { perFile in
                let screens = folder.appendingPathComponent("\(size)-\(perFile)")
                let files = SyntheticScreens.files(screens: size, perFile: perFile)
                try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
                for file in files {
                    try file.yaml.write(
                        to: screens.appendingPathComponent(file.name),
                        atomically: true,
                        encoding: .utf8
                    )
                }
                let seconds = try (0..<runs).map { run in
                    try generate(screens, folder.appendingPathComponent("out-\(size)-\(perFile)-\(run)")).seconds
                }
                return (perFile, files.count, seconds.median)
            }
            return ManyFiles(screens: size, runs: measured)
        }
    }

    static func report(_ sizes: [ManyFiles]) {
        guard !sizes.isEmpty else { return }
        print("the same screens in several screen files, first runs in tmpfs (medians of three):")
        print("")
        print("| screens | screen files | first run | × one file |")
        print("|---:|---:|---:|---:|")
        for size in sizes {
            let one = size.runs[0].seconds
            for run in size.runs {
                print(
                    String(
                        format: "| %d | %d | %.3f s | %.2f |",
                        size.screens,
                        run.files,
                        run.seconds,
                        run.seconds / one
                    )
                )
            }
        }
        print("")
    }
}
