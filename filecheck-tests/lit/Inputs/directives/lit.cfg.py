# For differential checks against LLVM's lit (tileir-lit reads lit.toml).
import lit.formats
config.name = "directives"
config.suffixes = [".txt", ".c"]
config.test_format = lit.formats.ShTest()
config.available_features.update(["feat-a", "x86_64-linux"])
config.substitutions.append(("%{greet}", "echo suite-level"))
