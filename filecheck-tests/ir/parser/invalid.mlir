// RUN: tileir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// Parser diagnostics (messages and lines checked against mlir-opt 22).

// expected-error @+1 {{use of undeclared SSA value name}}
%0 = "t.x"(%1) : (i32) -> i32

// -----

// expected-note @+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "t.a"() : () -> i32

// -----

// expected-note @+1 {{prior use here}}
%0 = "t.a"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"t.b"(%0) : (i64) -> ()

// -----

%0 = "t.a"() : () -> i32
// expected-error @+1 {{expected 1 operand type}}
"t.b"(%0) : (i32, i32) -> ()

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"t.b"() : (i32) -> ()

// -----

// expected-error @+1 {{reference to an undefined block}}
"t.br"() [^missing] : () -> ()

// -----

"t.r"() ({
^bb0:
  "t.x"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb0'}}
^bb0:
  "t.x"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "t.a"() : () -> i32

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%0 = "t.a"() : () -> ()

// -----

%0:2 = "t.a"() : () -> (i32, i32)
// expected-error @+1 {{reference to invalid result number}}
"t.b"(%0#2) : (i32) -> ()

// -----

// expected-error @+1 {{expected function type}}
"t.a"() : i32

// -----

// expected-error @+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
foo

// -----

// expected-error @+1 {{custom op 'func.bar' is unknown}}
func.bar

// -----

// expected-error @+1 {{expected operation name in quotes}}
42

// -----

// expected-error @+1 {{empty operation name is invalid}}
"" () : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"t.a"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"t.a"() {a = -0 : i32} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"t.a"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"t.a"() {a = 1 : f32} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"t.a"() {a = 0x1FFFF : f16} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"t.a"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"t.a"() {a, a} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
"t.a"() {a = #nope} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
"t.a"() : () -> !nope

// -----

#a = 1
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

// expected-error @+1 {{operation location alias was never defined}}
"t.a"() : () -> () loc(#undefined_loc)

// -----

// expected-error @+1 {{expected location, but found '3 : i64'}}
"t.a"() : () -> () loc(#notloc)
#notloc = 3

// -----

// expected-error @+1 {{expected ')' in location}}
"t.a"() : () -> () loc("a":1 to 3)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"t.a"() {a = loc("a":1:2 to 3 4)} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"t.a"() : () -> vector<0xf32>

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"t.a"() : () -> vector<2xcomplex<f32>>

// -----

// expected-error @+1 {{invalid tensor element type}}
"t.a"() : () -> tensor<4xnone>

// -----

// expected-error @+1 {{invalid element type for complex}}
"t.a"() : () -> complex<none>

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"t.a"() : () -> memref<4xf32, 1, 2>

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"t.a"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> i99999999

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"t.a"() : () -> !foo.a<b

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"t.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.a"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi1>'}}
"t.a"() {a = dense<"0x0102"> : tensor<2xi1>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"t.a"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.a"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"t.a"() {a = array<i7: 1>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"t.a"() {a = [1 2]} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"t.a"() {a = "abc} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"t.a"() {a = 1 ; b} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"t.a"() : () -> (i32,)

// -----

"t.r"() ({
// expected-note @+1 {{previously defined here}}
^bb0(%a: i32):
  // expected-error @+1 {{redefinition of SSA value '%a'}}
  %a = "t.x"() : () -> i32
}) : () -> ()

// -----

"t.r"() ({
  %inner = "t.x"() : () -> i32
}) : () -> ()
// expected-error @+1 {{use of undeclared SSA value name}}
"t.use"(%inner) : (i32) -> ()

// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"t.a"() {a = @a::b} : () -> ()

// -----

// expected-error @+1 {{expected '->' or ':'}}
"t.a"() {a = affine_map<(d0) (d0)>} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"t.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error @+1 {{unknown key 'foo' in file metadata dictionary}}
{-# foo: {} #-}

// -----

// Wider than 128 bits: still out of range past the type's width, or past
// the sign bit.
// expected-error @+1 {{integer constant out of range for attribute}}
"t.a"() {a = 115792089237316195423570985008687907853269984665640564039457584007913129639936 : i256} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"t.a"() {a = 57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"t.a"() {a = -57896044618658097711785492504343953926634992332820282019728792003956564819969 : i256} : () -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 4294967296 to bind}}
%0:4294967296 = "t.a"() : () -> (i32)

// -----

// expected-error @+1 {{constant too large for index}}
"t.a"() {a = affine_map<(d0) -> (d0 * 9223372036854775808)>} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a17' in dictionary attribute}}
"t.a"() {a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a17} : () -> ()
