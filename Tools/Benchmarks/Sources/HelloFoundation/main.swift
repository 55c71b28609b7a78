// `hello` that loads Foundation, as `sailaway` does: shows how much of a process start is
// Foundation's (and ICU's) loading rather than the app's own work. A reference, not the target's anchor.
import Foundation

FileHandle.standardOutput.write(Data("Hello, world!\n".utf8))
