// libyaml's event parser, through Yams's C module: its events as plain Swift values, so a
// big file's events can be read on one thread while `YAMLComposer` builds nodes on another.
import CYaml
import Foundation

/// One event of libyaml's, as the composer reads it.
struct YAMLEvent: Sendable {
    enum Kind: Sendable {
        case streamEnd, documentStart, scalar, alias, sequenceStart, sequenceEnd, mappingStart, mappingEnd, other
    }

    var kind: Kind
    var mark: YAMLNode.Mark
    /// The anchor of a value, or the name an alias refers to.
    var name: String?
    /// A scalar's text, in its batch's `text`, and style.
    var text: Range<Int> = 0..<0
    var style: YAMLNode.Scalar.Style = .any
}

/// Events read one after another, and their scalars' bytes: the composer makes the
/// strings, so the reading thread, the busier one, only copies bytes.
struct YAMLEventBatch: Sendable {
    var events: [YAMLEvent] = []
    var text: [UInt8] = []

    func string(of event: YAMLEvent) -> String {
        String(decoding: text[event.text], as: UTF8.self)
    }
}

/// Reading a text's events, in batches.
enum YAMLEvents {
    /// Below this many bytes, events are read on the composing thread: a thread costs more
    /// than the overlap saves (screen files are a few kilobytes).
    static let overlapThreshold = 128 * 1024
    static let batchSize = 512

    /// Hands `bytes`' events to `take` in batches until the stream ends or `take` returns
    /// false; the problem libyaml found, if it found one.
    static func read(_ bytes: [UInt8], take: (YAMLEventBatch) -> Bool) -> YAMLProblem? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .memory }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        return bytes.withUnsafeBufferPointer { buffer -> YAMLProblem? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var batch = YAMLEventBatch()
            batch.events.reserveCapacity(batchSize)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    _ = take(batch)
                    return problem(of: parser)
                }
                batch.events.append(converted(event, text: &batch.text))
                let ended = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if ended || batch.events.count == batchSize {
                    guard take(batch), !ended else { return nil }
                    batch = YAMLEventBatch()
                    batch.events.reserveCapacity(batchSize)
                }
            }
        }
    }

    /// Reads `bytes`' events on a thread of their own, handing batches to `take` on this
    /// one: libyaml's scanning and the composer's building overlap. A batch `take` refuses
    /// stops the reader; it has finished when this returns.
    static func readAlongside(_ bytes: [UInt8], take: (YAMLEventBatch) -> Bool) -> YAMLProblem? {
        let pipe = YAMLEventPipe()
        guard DetachedThread.start({ pipe.finish(read(bytes) { pipe.put($0) }) }) else {
            return read(bytes, take: take)
        }
        defer { pipe.waitUntilFinished() }
        while let batch = pipe.next() {
            guard take(batch) else {
                pipe.cancel()
                return nil
            }
        }
        return pipe.problem
    }

    private static func converted(_ event: yaml_event_t, text: inout [UInt8]) -> YAMLEvent {
        let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        let data = event.data
        switch event.type {
        case YAML_STREAM_END_EVENT: return YAMLEvent(kind: .streamEnd, mark: mark)
        case YAML_DOCUMENT_START_EVENT: return YAMLEvent(kind: .documentStart, mark: mark)
        case YAML_SCALAR_EVENT:
            let start = text.count
            text.append(contentsOf: UnsafeBufferPointer(start: data.scalar.value, count: data.scalar.length))
            return YAMLEvent(
                kind: .scalar,
                mark: mark,
                name: name(data.scalar.anchor),
                text: start..<text.count,
                style: YAMLNode.Scalar.Style(rawValue: Int(data.scalar.style.rawValue)) ?? .any
            )
        case YAML_ALIAS_EVENT: return YAMLEvent(kind: .alias, mark: mark, name: name(data.alias.anchor))
        case YAML_SEQUENCE_START_EVENT:
            return YAMLEvent(kind: .sequenceStart, mark: mark, name: name(data.sequence_start.anchor))
        case YAML_SEQUENCE_END_EVENT: return YAMLEvent(kind: .sequenceEnd, mark: mark)
        case YAML_MAPPING_START_EVENT:
            return YAMLEvent(kind: .mappingStart, mark: mark, name: name(data.mapping_start.anchor))
        case YAML_MAPPING_END_EVENT: return YAMLEvent(kind: .mappingEnd, mark: mark)
        default: return YAMLEvent(kind: .other, mark: mark)
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func problem(of parser: yaml_parser_t) -> YAMLProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let mark = YAMLNode.Mark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .memory
        case YAML_READER_ERROR:
            return .reader(problem, byteOffset: parser.problem_offset, value: parser.problem_value)
        default:
            let context = parser.context.map { text in
                (
                    text: String(cString: text),
                    at: YAMLNode.Mark(line: parser.context_mark.line + 1, column: parser.context_mark.column + 1)
                )
            }
            return .syntax(problem, at: mark, context: context)
        }
    }
}

/// Batches passed from the reading thread to the composing one, a few at a time: a reader
/// ahead by more waits, so a file's events are never all held at once.
private final class YAMLEventPipe: @unchecked Sendable {
    private static let batchesAhead = 8
    private let condition = NSCondition()
    // All guarded by `condition`.
    private var batches: [YAMLEventBatch] = []
    private var finished = false
    private var cancelled = false
    private(set) var problem: YAMLProblem?

    /// False once the composer has stopped: the reader stops too.
    func put(_ batch: YAMLEventBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= Self.batchesAhead, !cancelled { condition.wait() }
        guard !cancelled else { return false }
        batches.append(batch)
        condition.broadcast()
        return true
    }

    func finish(_ problem: YAMLProblem?) {
        condition.lock()
        self.problem = problem
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, nil once the reader has finished and every batch was taken.
    func next() -> YAMLEventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, !finished { condition.wait() }
        guard !batches.isEmpty else { return nil }
        condition.broadcast()
        return batches.removeFirst()
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilFinished() {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }
}
