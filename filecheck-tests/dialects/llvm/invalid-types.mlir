// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// Invalid llvm types: parameters as LLVM 22's generated parsers read them (with their "failed to parse" follow-ups) and struct self-references outside their struct.

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
llvm.func @f(%a: !llvm.ptr<4294967296>)

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
llvm.func @f(%a: !llvm.ptr<-2147483649>)

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
llvm.func @f(%a: !llvm.ptr<x>)

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
llvm.func @f(%a: !llvm.array<? x i32>)

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
llvm.func @f(%a: !llvm.target<a>)

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
llvm.func @f(%a: !llvm.struct<"a">)

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
llvm.func @f(%a: !llvm.struct<"b", (struct<"a">)>)

// -----

// An array's count is a uint64_t: 2^64 does not fit.
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
llvm.func @f(%a: !llvm.array<18446744073709551616 x i32>)

// -----

// A negative count wraps only while it fits in 64 bits.
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
llvm.func @f(%a: !llvm.array<-99999999999999999 x i32>)
