import Foundation

enum Clock {
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func seconds(since start: UInt64) -> Double {
        Double(now - start) / 1e9
    }
}

extension Process {
    struct Measurement {
        var status: Int32
        var seconds: Double
        var peakMegabytes: Double
    }

    /// Runs `executable` to completion, output (and, when `quietly`, errors) discarded; wall
    /// time and peak resident memory.
    static func measure(_ executable: URL, _ arguments: [String], quietly: Bool = false) throws -> Measurement {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        if quietly { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        let start = Clock.now
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Clock.seconds(since: start)
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
        return Measurement(status: exitCode, seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }
}

enum Files {
    /// Every file under `folder`, by relative path.
    static func read(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Writes each file plainly (open, write, close), creating folders as needed.
    static func write(_ files: [String: Data], under folder: URL) throws {
        var folders: Set<String> = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            let parent = url.deletingLastPathComponent().path
            if folders.insert(parent).inserted {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            _ = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
    }
}

extension Array where Element == Double {
    var median: Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
