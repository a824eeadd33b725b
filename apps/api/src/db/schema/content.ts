import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface SpeakerRow {
  speakerName: string;
  speakerOrganisation: string;
  speakerDesignation: string;
  otherParticulars: string | null;
}

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().default('webinar'),
  mode: text('mode').notNull().default('online'),
  topic: text('topic').notNull(),
  agenda: text('agenda').notNull(),
  owner: text('owner').notNull(),
  startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
  endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('show'),
  location: text('location'),
  address: text('address'),
  speakers: jsonb('speakers').$type<SpeakerRow[]>().notNull().default([]),
  imgExtension: text('img_extension'),
  imageUrl: text('image_url'),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  postedDate: timestamp('posted_date', { withTimezone: true }).notNull().defaultNow(),
  postedByUsername: text('posted_by_username').notNull(),
  postedByUserDesignation: text('posted_by_user_designation').notNull(),
  postedContent: text('posted_content').notNull(),
});

export const stats = pgTable('stats', {
  id: serial('id').primaryKey(),
  numberOfUsersOnPlatform: integer('number_of_users_on_platform').notNull().default(0),
  numberOfJobPosted: integer('number_of_job_posted').notNull().default(0),
  numberOfPartners: integer('number_of_partners').notNull().default(0),
  joiningsDone: integer('joinings_done').notNull().default(0),
  userUpdatedby: text('user_updatedby'),
  recordInsertedts: timestamp('record_insertedts', { withTimezone: true }).notNull().defaultNow(),
  numberOfSquadPrograms: integer('number_of_squad_programs').notNull().default(0),
  numberOfHackathons: integer('number_of_hackathons').notNull().default(0),
  numberOfProfessionalsUsers: integer('number_of_professionals_users').notNull().default(0),
  numberOfFreshersUsers: integer('number_of_freshers_users').notNull().default(0),
  numberOfFresherHired: integer('number_of_fresher_hired').notNull().default(0),
  numberOfInternsHired: integer('number_of_interns_hired').notNull().default(0),
  numberOfmeetups: integer('number_ofmeetups').notNull().default(0),
  numberOfColleges: integer('number_of_colleges').notNull().default(0),
  numberOfFresherDrives: integer('number_of_fresher_drives').notNull().default(0),
  numberOfStudentsInSquad: integer('number_of_students_in_squad').notNull().default(0),
  numberOfOpenInnovation: integer('number_of_open_innovation').notNull().default(0),
  numberOfEyeballs: integer('number_of_eyeballs').notNull().default(0),
});
