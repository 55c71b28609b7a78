// The host: it composes the features this build was compiled with and hands them to the
// command line. It decides nothing about navigation.

import Foundation
import Logging
import SailawayCLI

LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = ProcessInfo.processInfo.environment["SAILAWAY_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
    return handler
}

let status = await SailawayCommandLine(features: ComposedFeatures.all, declared: ComposedFeatures.declared).run(Array(CommandLine.arguments.dropFirst()))
exit(status)
