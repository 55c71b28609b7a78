import Foundation

/// Says what the run is doing, on standard error, so that standard output stays the report.
func progress(_ message: String) {
    var standardError = StandardError()
    print("… \(message)", to: &standardError)
}

/// Standard error as a text stream.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
