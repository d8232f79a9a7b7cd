# For differential checks against LLVM's lit (tileir-lit reads lit.toml).
import lit.formats
config.name = "basic"
config.suffixes = [".txt"]
config.test_format = lit.formats.ShTest()
config.available_features.update(["feat-a", "feat-b"])
