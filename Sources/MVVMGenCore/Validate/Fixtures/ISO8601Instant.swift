/// An instant written in ISO 8601 (`2024-05-01T09:30:00Z`, `2024-05-01T09:30:00.250+08:00`,
/// or a day, `2024-05-01`, meaning its midnight in UTC), as seconds since Foundation's
/// reference date (2001-01-01T00:00:00Z), worked out without a calendar or time zone.
struct ISO8601Instant: Equatable {
    /// Whole seconds, then the fraction's digits (up to nine), written as a Swift literal.
    var secondsSinceReferenceDate: String

    static let expected =
        "write a day and time with a zone, such as '2024-05-01T09:30:00Z' or '2024-05-01T09:30:00+08:00', or a day, such as '2024-05-01'"

    static func parse(_ text: String) -> Result<ISO8601Instant, ValueMismatch> {
        let characters = Array(text)
        var reader = DigitReader(characters: characters)
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
            let day = reader.number(2)
        else { return .failure(.init("'\(text)' is not an ISO 8601 date: \(expected)")) }
        var hour = 0
        var minute = 0
        var second = 0
        var fraction = ""
        var offset = 0
        if !reader.isAtEnd {
            guard reader.skip("T"), let h = reader.number(2), reader.skip(":"), let m = reader.number(2) else {
                return .failure(.init("'\(text)' is not an ISO 8601 date: \(expected)"))
            }
            (hour, minute) = (h, m)
            if reader.skip(":") {
                guard let s = reader.number(2) else {
                    return .failure(.init("'\(text)' is not an ISO 8601 date: \(expected)"))
                }
                second = s
                if reader.skip(".") || reader.skip(",") { fraction = reader.digits() }
            }
            if reader.isAtEnd {
                return .failure(
                    .init("'\(text)' has no time zone: add 'Z' for UTC or an offset such as '+08:00'")
                )
            }
            guard let zone = reader.zoneOffset(), reader.isAtEnd, !fraction.isEmpty || !text.contains(".") else {
                return .failure(.init("'\(text)' is not an ISO 8601 date: \(expected)"))
            }
            offset = zone
        }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
            second < 60, fraction.count <= 9
        else {
            return .failure(
                .init("'\(text)' is not a valid date: a field is out of range (or the fraction has more than 9 digits)")
            )
        }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset - 978_307_200
        return .success(ISO8601Instant(secondsSinceReferenceDate: literal(seconds: seconds, fraction: fraction)))
    }

    /// `seconds + 0.fraction` as decimal text, exact: `-5` and `25` give `-4.75`.
    static func literal(seconds: Int, fraction: String) -> String {
        let digits = String(fraction.reversed().drop { $0 == "0" }.reversed())
        guard !digits.isEmpty else { return String(seconds) }
        if seconds >= 0 { return "\(seconds).\(digits)" }
        var scale = 1
        for _ in digits { scale *= 10 }
        let complement = String(scale - Int(digits)!)
        let padded = String(repeating: "0", count: digits.count - complement.count) + complement
        return "-\(-seconds - 1).\(padded)"
    }

    static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// Reads fixed-width fields of ASCII digits and separators, left to right.
private struct DigitReader {
    let characters: [Character]
    var index = 0

    var isAtEnd: Bool { index == characters.count }

    mutating func skip(_ separator: Character) -> Bool {
        guard !isAtEnd, characters[index] == separator else { return false }
        index += 1
        return true
    }

    mutating func number(_ width: Int) -> Int? {
        guard index + width <= characters.count,
            characters[index..<index + width].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        defer { index += width }
        return Int(String(characters[index..<index + width]))
    }

    mutating func digits() -> String {
        let start = index
        while !isAtEnd, characters[index].isASCII, characters[index].isNumber { index += 1 }
        return String(characters[start..<index])
    }

    /// `Z`, `±hh:mm`, `±hhmm` or `±hh`, as seconds east of UTC.
    mutating func zoneOffset() -> Int? {
        if skip("Z") { return 0 }
        let sign = skip("+") ? 1 : skip("-") ? -1 : 0
        guard sign != 0, let hours = number(2), hours < 24 else { return nil }
        let minutes = skip(":") ? number(2) : (number(2) ?? 0)
        guard let minutes, minutes < 60 else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }
}
