// Part of the SwiftUI stand-in (see Previews.swift): finding every `#Preview` of the running
// binary. NOT SwiftUI API. Each expansion put a record in the `swift5_tests` section; the Swift
// runtime knows each loaded image's sections (`swift_enumerateAllMetadataSections`, the
// runtime function Swift Testing's discovery calls, looked up by name since no header
// declares it; the section table's layout is SwiftShims' MetadataSections). The records of
// the stand-in's kind are read; Swift Testing's own (kind 'test', 'exit') are skipped.

import Foundation
import SwiftShims

extension _StandIn {
    /// Every `#Preview` in the running binary, in no particular order.
    public static var previews: [Preview] {
        var found: [Preview] = []
        withUnsafeMutablePointer(to: &found) { found in
            enumerateMetadataSections(
                { sections, context in
                    let sections = sections.assumingMemoryBound(to: MetadataSections.self).pointee
                    let found = context!.assumingMemoryBound(to: [Preview].self)
                    found.pointee += _StandIn.previews(in: sections.swift5_tests)
                    return true
                },
                found
            )
        }
        return found
    }

    /// The `#Preview`s of the module whose file calls this (by default), in source order.
    public static func previews(inModuleOf fileID: String = #fileID) -> [Preview] {
        let module = fileID.prefix { $0 != "/" }
        return previews.filter { $0.fileID.prefix { $0 != "/" } == module }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The previews among one image's test-content records.
    private static func previews(in section: MetadataSectionRange) -> [Preview] {
        guard let start = UnsafeRawPointer(bitPattern: section.start) else { return [] }
        let size = MemoryLayout<_PreviewRecord>.stride
        return stride(from: 0, to: section.length - section.length % size, by: size).compactMap { offset in
            let record = (start + offset).load(as: _PreviewRecord.self)
            guard record.kind == _previewRecordKind else { return nil }
            return withUnsafeTemporaryAllocation(of: Preview.self, capacity: 1) { buffer in
                let made = withUnsafePointer(to: Preview.self as Any.Type) { type in
                    record.accessor(buffer.baseAddress!, type, nil, 0)
                }
                return made ? buffer.baseAddress!.move() : nil
            }
        }
    }

    private typealias SectionsBody = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> CBool
    private typealias EnumerateSections = @convention(c) (SectionsBody, UnsafeMutableRawPointer?) -> Void

    /// Calls `body` with each loaded image's MetadataSections.
    private static func enumerateMetadataSections(_ body: SectionsBody, _ context: UnsafeMutableRawPointer) {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_enumerateAllMetadataSections") else {
            fatalError("the Swift runtime has no swift_enumerateAllMetadataSections")
        }
        unsafeBitCast(symbol, to: EnumerateSections.self)(body, context)
    }
}
