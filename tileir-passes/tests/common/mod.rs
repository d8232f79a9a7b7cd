pub mod redundant;
