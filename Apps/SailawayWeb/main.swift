// The second host: it hands the features this build was compiled with (the composition root's)
// to the web server. It decides nothing about navigation.

import Foundation
import Logging
import SailawayApp
import SailawayWebServer

LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = ProcessInfo.processInfo.environment["SAILAWAY_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
    return handler
}

let status = await WebCommandLine.run(Array(CommandLine.arguments.dropFirst()), features: AppFeatures.compiledIn, declared: AppFeatures.declared)
exit(status)
