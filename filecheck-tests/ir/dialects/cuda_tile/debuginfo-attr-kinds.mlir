// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// cuda_tile's debug-info attributes check the kind of each parameter as
// NVIDIA's generated parsers do: the failure, then which parameter failed
// and the C++ type it is to be.

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse CudaTile_DICompileUnitAttr parameter 'file' which is to be a `DIFileAttr`}}
#cu = #cuda_tile.di_compile_unit<file = #cuda_tile.di_compile_unit<file = #file>>

// -----

// expected-error @below {{expected '<'}}
// expected-error @below {{failed to parse CudaTile_DICompileUnitAttr parameter 'file' which is to be a `DIFileAttr`}}
#cu = #cuda_tile.di_compile_unit<file = "foo.py">

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse CudaTile_DIFileAttr parameter 'name' which is to be a `StringAttr`}}
#file = #cuda_tile.di_file<1 in "/tmp/">

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse CudaTile_DISubprogramAttr parameter 'compileUnit' which is to be a `DICompileUnitAttr`}}
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "f", linkageName = "f", compileUnit = #file>

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse CudaTile_DISubprogramAttr parameter 'line' which is to be a `unsigned`}}
#sp = #cuda_tile.di_subprogram<file = #file, line = one, name = "f", linkageName = "f", compileUnit = #cu>

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse CudaTile_DISubprogramAttr parameter 'line' which is to be a `unsigned`}}
#sp = #cuda_tile.di_subprogram<file = #file, line = 4294967296, name = "f", linkageName = "f", compileUnit = #cu>

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse CudaTile_DILexicalBlockAttr parameter 'scope' which is to be a `DILocalScopeAttr`}}
#block = #cuda_tile.di_lexical_block<scope = #file, file = #file, line = 3>

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "f", linkageName = "f", compileUnit = #cu>
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse CudaTile_DILocAttr parameter 'sourceLoc' which is to be a `FileLineColLoc`}}
#loc = #cuda_tile.di_loc<loc("name") in #sp>

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse CudaTile_DILocAttr parameter 'scope' which is to be a `DILocalScopeAttr`}}
#loc = #cuda_tile.di_loc<loc("foo.py":1:2) in #cu>

// -----

// expected-error @below {{expected valid keyword}}
// expected-error @below {{expected a parameter name in struct}}
#cu = #cuda_tile.di_compile_unit<>

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
// expected-error @below {{duplicate or unknown struct parameter name: file}}
#cu = #cuda_tile.di_compile_unit<file = #file, file = #file>
