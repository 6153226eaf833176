-- drizzle-kit writes no ON DELETE for an added column: deleting an account must take its tokens along.
ALTER TABLE `login_tokens` ADD `user_id` text REFERENCES users(id) ON DELETE cascade;
