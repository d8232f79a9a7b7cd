import lit.formats
config.name = "shell-errors"
config.suffixes = [".txt"]
config.test_format = lit.formats.ShTest()
