//! lit's internal shell: lexing, parsing and executing RUN lines.

pub mod exec;
pub mod glob;
pub mod lexer;
pub mod parser;
pub mod quote;
