// `sailaway-sync-load`: simulated devices syncing with a community's nodes at once (SyncLoad),
// for `Tools/web-load`, which starts the nodes. Prints one JSON object; progress goes to stderr.
//
//   sailaway-sync-load --name NAME --node URL [--node URL …] (--sqlite PATH | --postgres URL)
//                      [--devices 100] [--changes 100] [--batch 10]

import Foundation

var options = SyncLoad.Options()
var arguments = CommandLine.arguments.dropFirst().makeIterator()
func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("sync-load: \(problem)\nusage: sailaway-sync-load --name NAME --node URL [--node URL …] (--sqlite PATH | --postgres URL) [--devices 100] [--changes 100] [--batch 10]\n".utf8))
    exit(2)
}
@MainActor func value(of option: String) -> String {
    guard let value = arguments.next() else { usage("\(option) needs a value") }
    return value
}
@MainActor func number(of option: String) -> Int {
    guard let number = Int(value(of: option)), number > 0 else { usage("\(option) takes a whole number above 0") }
    return number
}
@MainActor func url(of option: String) -> URL {
    guard let url = URL(string: value(of: option)), url.host != nil else { usage("\(option) takes a URL such as http://127.0.0.1:8080") }
    return url
}
while let argument = arguments.next() {
    switch argument {
    case "--name": options.name = value(of: argument)
    case "--node": options.nodes.append(url(of: argument))
    case "--sqlite": options.sqlite = value(of: argument)
    case "--postgres": options.postgres = url(of: argument)
    case "--devices": options.devices = number(of: argument)
    case "--changes": options.changes = number(of: argument)
    case "--batch": options.batch = number(of: argument)
    default: usage("unknown option \(argument)")
    }
}
if options.nodes.isEmpty { usage("say at least one node: --node URL") }
if options.changes % options.batch != 0 { usage("--changes must be a multiple of --batch") }

do {
    let report = try await SyncLoad(options: options).run()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    FileHandle.standardOutput.write(try encoder.encode(report) + Data("\n".utf8))
} catch {
    FileHandle.standardError.write(Data("sync-load \(options.name): \(error)\n".utf8))
    exit(1)
}
