// The pieces of the command line the small `tabbar` shares with this program: the diff command,
// failures and their exit codes, output writing, the JSON and option rules.
@_exported import TabBarCommandLine
