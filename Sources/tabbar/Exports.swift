// The drawing commands this program shares with `tabbar-draw`, and what both share with the small
// `tabbar` (the diff command, failures and exit codes, output writing, the JSON and option rules).
@_exported import TabBarCommands
