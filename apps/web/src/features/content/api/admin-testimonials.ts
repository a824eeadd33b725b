import type { z } from 'zod';
import type { TestimonialAdminSchema, TestimonialInputSchema } from '@elevate/contracts/content/site-content.schema';
import { useAdminDelete, useAdminList, useAdminSave } from './admin-crud';

export type AdminTestimonial = z.infer<typeof TestimonialAdminSchema>;
export type AdminTestimonialInput = z.input<typeof TestimonialInputSchema>;

/** Every testimonial, shown or not (`GET testimonial/manage`, admins). */
export const useAdminTestimonials = () => useAdminList<AdminTestimonial>('testimonial', 'testimonial/manage');
export const useSaveAdminTestimonial = () => useAdminSave<AdminTestimonialInput>('testimonial', 'testimonial');
export const useDeleteAdminTestimonial = () => useAdminDelete('testimonial', 'testimonial');
