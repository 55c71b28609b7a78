// The host: it hands the features this build was compiled with (the composition root's) to the
// command line. It decides nothing about navigation.

import Foundation
import Logging
import SailawayApp
import SailawayCLI

LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = ProcessInfo.processInfo.environment["SAILAWAY_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
    return handler
}

let status = await SailawayCommandLine(features: AppFeatures.compiledIn, declared: AppFeatures.declared).run(Array(CommandLine.arguments.dropFirst()))
exit(status)
