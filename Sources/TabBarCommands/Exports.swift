// What both programs share of the command line below this module: the diff command, failures
// and their exit codes, output writing, the JSON and option rules.
@_exported import TabBarCommandLine
